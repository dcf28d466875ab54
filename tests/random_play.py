"""Filling a replay with an actor's play: the transitions the update tests replay."""

from __future__ import annotations

from collections.abc import Sequence


def record_play(actor, memory, env, episodes: int, commands: Sequence[str]) -> None:
    """``episodes`` games of ``env`` played by ``actor`` (its own ε), each transition added to
    ``memory``; ``commands[i]`` is what the game is sent for action ``i``."""
    for _ in range(episodes):
        actor.reset([env.reset()])
        done = False
        while not done:
            before = actor.features(0), actor.mask(0)
            action = actor.act_indices([0])[0]
            step = env.step(commands[action])
            actor.observe([0], [commands[action]], [step.observation])
            after = actor.features(0), actor.mask(0)
            memory.add(*before, action, step.reward, *after, step.won, step.score)
            done = step.done
