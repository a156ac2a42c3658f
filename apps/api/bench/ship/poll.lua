-- The ship's poll as browsers make it: each connection is one guest's tab, asking for
-- GET /api/messages with its cached ETag, then waiting about two seconds (uniformly 0–4 s,
-- so the tabs drift apart as real ones do) before asking again. The first request is delayed
-- the same way, so the run starts without a burst of every guest at once.
local guests = {}
local at = 0
local pollMs = 2000
offset = 0

local started = 0
function setup(thread)
  thread:set('offset', started * 7919)
  started = started + 1
end

function init(args)
  for line in io.lines(args[1]) do
    local cookie, etag = line:match('^([^\t]*)\t(.*)$')
    guests[#guests + 1] = { cookie = cookie, etag = etag }
  end
  pollMs = tonumber(args[2]) or pollMs
  at = offset
  math.randomseed(os.time() + offset)
end

function request()
  at = at % #guests + 1
  local guest = guests[at]
  return wrk.format('GET', nil, { Cookie = guest.cookie, ['If-None-Match'] = guest.etag })
end

function delay()
  return math.random(0, 2 * pollMs)
end
