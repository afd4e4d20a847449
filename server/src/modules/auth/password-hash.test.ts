import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('when a password is hashed with no cost named, then it gets the full production cost (ln=15) and a fresh salt', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^scrypt\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('when a test configuration asks for the low cost, then the hash says ln=10 and still checks the password', async () => {
    const hash = await hashPassword('correct horse battery staple', 'test-low');
    expect(hash).toMatch(/^scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('when checked, then only the same password matches (Unicode forms count as equal)', async () => {
    const hash = await hashPassword('Café au lait 1234');
    expect(await verifyPassword('Café au lait 1234', hash)).toBe(true);
    expect(await verifyPassword('Cafe\u0301 au lait 1234', hash)).toBe(true);
    expect(await verifyPassword('café au lait 1234', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('when the stored hash is malformed or asks for absurd parameters, then nothing matches', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', 'plaintext')).toBe(false);
    expect(await verifyPassword('correct horse battery staple', hash.replace('ln=15', 'ln=30'))).toBe(false);
    expect(await verifyPassword('correct horse battery staple', hash.replace('ln=15', 'ln=14'))).toBe(false);
  });
});
