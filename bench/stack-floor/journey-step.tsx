import {
  Alert,
  Button,
  Container,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { categoriesQuery } from './categories';
import type { FloorRouter } from './routes';
import { feedbackChart, type Feedback } from './feedback-chart';

function JourneyStep() {
  const { data: categories = [] } = useQuery(categoriesQuery);
  const chart = useActorRef(feedbackChart);
  const outcome = useSelector(chart, (snapshot) => snapshot.value);
  const busy = useSelector(chart, (snapshot) => snapshot.hasTag('busy'));
  const form = useForm<Feedback>({
    mode: 'uncontrolled',
    initialValues: { name: '', message: '', contactBy: 'email', category: '' },
    validate: {
      name: (value) => (value.trim() === '' ? 'Enter your name' : null),
      message: (value) => (value.length > 2000 ? 'Keep your message to 2000 characters' : null),
      category: (value) => (value === '' ? 'Choose what your feedback is about' : null),
    },
  });

  return (
    <Container size="sm" py="xl">
      <form
        noValidate
        onSubmit={form.onSubmit((feedback) => {
          chart.send({ type: 'submit', feedback });
        })}
        onChange={() => {
          if (outcome !== 'editing') chart.send({ type: 'edit' });
        }}
      >
        <Stack gap="md">
          <Title order={1}>Your feedback</Title>
          <Text>Tell us what went well or what we could do better.</Text>
          {outcome === 'sent' && <Alert color="green">Thank you, your feedback was sent.</Alert>}
          {outcome === 'failed' && <Alert color="red">Your feedback could not be sent.</Alert>}
          <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
          <NativeSelect
            label="What is it about?"
            data={[
              { value: '', label: 'Choose' },
              ...categories.map(({ id, attributes }) => ({
                value: id,
                label: attributes.title ?? id,
              })),
            ]}
            key={form.key('category')}
            {...form.getInputProps('category')}
          />
          <Textarea label="Message" key={form.key('message')} {...form.getInputProps('message')} />
          <Radio.Group
            label="How should we contact you?"
            key={form.key('contactBy')}
            {...form.getInputProps('contactBy')}
          >
            <Radio value="email" label="Email" />
            <Radio value="phone" label="Phone" />
          </Radio.Group>
          <Button type="submit" loading={busy}>
            Send feedback
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

export const Route = createLazyRoute<FloorRouter, '/journey-step'>('/journey-step')({
  component: JourneyStep,
});
