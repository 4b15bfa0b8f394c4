import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { categoriesQuery } from './categories';
import type { FloorRouter } from './routes';

function ContentPage() {
  const { data: categories, isError } = useQuery(categoriesQuery);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Help and support</Title>
        {isError && <Text c="red">The categories could not be loaded.</Text>}
        {categories?.map(({ id, attributes }) => (
          <Stack key={id} gap={4}>
            <Title order={2}>{attributes.title ?? id}</Title>
            <Text>{attributes['meta-description']}</Text>
          </Stack>
        ))}
        <Anchor component={Link} to="/journey-step">
          Give feedback
        </Anchor>
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute<FloorRouter, '/'>('/')({ component: ContentPage });
