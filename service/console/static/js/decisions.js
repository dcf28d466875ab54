export async function enter() {}
