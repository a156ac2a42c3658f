import { cameraBasis, type ViewAngles } from './panorama-math.ts';

/** Draws an equirectangular image as seen by a perspective camera, one ray per pixel. */
export type PanoramaRenderer = {
  draw: (view: ViewAngles, fovY: number) => void;
  dispose: () => void;
};

const VERTEX = `
attribute vec2 a_position;
varying vec2 v_ndc;
void main() {
  v_ndc = a_position;
  gl_Position = vec4(a_position, 0.0, 1.0);
}`;

const FRAGMENT = `
precision highp float;
uniform sampler2D u_image;
uniform vec3 u_forward;
uniform vec3 u_right;
uniform vec3 u_up;
uniform vec2 u_half;
varying vec2 v_ndc;
const float PI = 3.141592653589793;
void main() {
  vec3 dir = normalize(u_forward + u_right * v_ndc.x * u_half.x + u_up * v_ndc.y * u_half.y);
  float lon = atan(dir.x, dir.z);
  float lat = asin(clamp(dir.y, -1.0, 1.0));
  gl_FragColor = texture2D(u_image, vec2(lon / (2.0 * PI) + 0.5, 0.5 - lat / PI));
}`;

/** Power-of-two texture size, so the seam can wrap (REPEAT) on WebGL 1. */
const TEXTURE_WIDTH = 2048;
const TEXTURE_HEIGHT = 1024;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

function textureSource(image: HTMLImageElement): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_WIDTH;
  canvas.height = TEXTURE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, TEXTURE_WIDTH, TEXTURE_HEIGHT);
  return canvas;
}

/**
 * A WebGL renderer for `image` on `canvas`, or null when WebGL (or a readable image) is not
 * available: the viewer then falls back to a flat, scrolling picture.
 */
export function createPanoramaRenderer(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
): PanoramaRenderer | null {
  const gl = canvas.getContext('webgl', { antialias: false, preserveDrawingBuffer: true });
  if (!gl) return null;
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);

  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);

  const source = textureSource(image);
  const texture = gl.createTexture();
  if (!source || !texture) return null;
  gl.bindTexture(gl.TEXTURE_2D, texture);
  try {
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
  } catch {
    // A cross-origin image without CORS taints the canvas: use the flat fallback instead.
    return null;
  }
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.REPEAT);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);

  const uniform = (name: string) => gl.getUniformLocation(program, name);
  const [uForward, uRight, uUp, uHalf] = [
    uniform('u_forward'),
    uniform('u_right'),
    uniform('u_up'),
    uniform('u_half'),
  ];

  return {
    draw(view, fovY) {
      const { forward, right, up } = cameraBasis(view);
      const halfHeight = Math.tan((fovY * Math.PI) / 360);
      const aspect = canvas.height > 0 ? canvas.width / canvas.height : 1;
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.uniform3f(uForward, ...forward);
      gl.uniform3f(uRight, ...right);
      gl.uniform3f(uUp, ...up);
      gl.uniform2f(uHalf, halfHeight * aspect, halfHeight);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    },
    dispose() {
      gl.deleteTexture(texture);
      gl.deleteBuffer(buffer);
      gl.deleteProgram(program);
      gl.deleteShader(vertex);
      gl.deleteShader(fragment);
    },
  };
}
