import '@mantine/dropzone/styles.css';
import { Badge, Tabs } from '@mantine/core';
import { PageHeader } from '@marsa/ui';
import { IconMassage, IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { RestaurantFormDialog } from './restaurant-form-dialog.tsx';
import { RestaurantCard, SpaCard } from './service-cards.tsx';
import { ServicePanel } from './service-panel.tsx';
import { SpaFormDialog } from './spa-form-dialog.tsx';

type Tab = 'restaurants' | 'spa';

/** /admin/services (§2): the Restaurants and Spa Services tabs, each with cards and an add dialog. */
export function ServicesPage() {
  const s = useT().adminServices;
  const trpc = useTRPC();
  const [tab, setTab] = useState<Tab>('restaurants');
  const restaurants = useQuery(trpc.admin.restaurants.list.queryOptions());
  const spa = useQuery(trpc.admin.spa.list.queryOptions());

  const count = (n: number | undefined) =>
    n === undefined ? null : (
      <Badge size="sm" variant="light" circle={n < 10}>
        {n}
      </Badge>
    );

  return (
    <>
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'spa' ? 'spa' : 'restaurants')}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab
            value="restaurants"
            leftSection={<IconToolsKitchen2 size={16} />}
            rightSection={count(restaurants.data?.length)}
          >
            {s.tabs.restaurants}
          </Tabs.Tab>
          <Tabs.Tab
            value="spa"
            leftSection={<IconMassage size={16} />}
            rightSection={count(spa.data?.length)}
          >
            {s.tabs.spa}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="restaurants">
          <ServicePanel
            kind="restaurant"
            query={restaurants}
            addLabel={s.restaurant.add}
            empty={s.empty.restaurants}
            icon={<IconToolsKitchen2 />}
            renderCard={(restaurant, actions) => <RestaurantCard restaurant={restaurant} {...actions} />}
            renderDialog={(state) => <RestaurantFormDialog {...state} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="spa">
          <ServicePanel
            kind="spa"
            query={spa}
            addLabel={s.spa.add}
            empty={s.empty.spa}
            icon={<IconMassage />}
            renderCard={(service, actions) => <SpaCard service={service} {...actions} />}
            renderDialog={(state) => <SpaFormDialog {...state} />}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
