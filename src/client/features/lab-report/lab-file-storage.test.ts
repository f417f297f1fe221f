// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LAB_FILE_BASE64_KEY,
  LAB_FILE_NAME_KEY,
  clearStoredLabFile,
  restoreLabFile,
  storeLabFile,
} from './lab-file-storage.ts';

afterEach(() => sessionStorage.clear());

describe('lab file storage', () => {
  it('keeps the upload under a base64 key and a name key and restores it', async () => {
    storeLabFile('labs.txt', btoa('Glucose 90 mg/dL'));
    expect(sessionStorage.getItem(LAB_FILE_BASE64_KEY)).toBe(btoa('Glucose 90 mg/dL'));
    expect(sessionStorage.getItem(LAB_FILE_NAME_KEY)).toBe('labs.txt');
    const file = restoreLabFile();
    expect(file?.name).toBe('labs.txt');
    expect(file?.type).toBe('text/plain');
    expect(await file?.text()).toBe('Glucose 90 mg/dL');
  });

  it('restores nothing when either key is missing or the data does not decode', () => {
    expect(restoreLabFile()).toBeNull();
    sessionStorage.setItem(LAB_FILE_NAME_KEY, 'labs.pdf');
    expect(restoreLabFile()).toBeNull();
    sessionStorage.setItem(LAB_FILE_BASE64_KEY, '%%% not base64');
    expect(restoreLabFile()).toBeNull();
    expect(sessionStorage.getItem(LAB_FILE_NAME_KEY)).toBeNull();
  });

  it('clears both keys', () => {
    storeLabFile('labs.pdf', btoa('%PDF-'));
    clearStoredLabFile();
    expect(sessionStorage.length).toBe(0);
  });
});
