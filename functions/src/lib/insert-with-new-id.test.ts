import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPlaceholderFunctionEnv } from './config-for-tests';

setPlaceholderFunctionEnv({ AWS_REGION: 'us-east-1' });
const { insertWithNewId, IdCollisionError } = await import('./insert-with-new-id');

const dynamo = mockClient(DynamoDBDocumentClient);
const taken = () => new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });
const item = (id: number) => ({ PK: 'USER#a', SK: `THING#${id}`, id });

beforeEach(() => dynamo.reset());

describe('insertWithNewId', () => {
  it('puts the item only where no item has its key', async () => {
    dynamo.on(PutCommand).resolves({});
    const written = await insertWithNewId(item);
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toEqual(written);
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('draws a new id when the first is taken', async () => {
    dynamo.on(PutCommand).rejectsOnce(taken()).resolves({});
    const written = await insertWithNewId(item);
    const ids = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!.id as number);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
    expect(written.id).toBe(ids[1]);
  });

  it('gives up with IdCollisionError after a fixed number of tries', async () => {
    dynamo.on(PutCommand).rejects(taken());
    await expect(insertWithNewId(item)).rejects.toBeInstanceOf(IdCollisionError);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(3);
  });

  it('passes on any other failure at once', async () => {
    dynamo.on(PutCommand).rejects(new Error('throttled'));
    await expect(insertWithNewId(item)).rejects.toThrow('throttled');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });
});
