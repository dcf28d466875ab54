"""The paper's four baselines (Kimura et al. 2021, §4 "Baselines"), as Q-networks over ten actions.

Every baseline scores the ten actions {go, take} x {north, south, east, west, coin} with a verb
head and a noun head, as LSTM-DQN (Narasimhan et al. 2015) and LSTM-DQN++ (Yuan et al. 2018) do:
``Q(verb, noun) = (Q_verb + Q_noun) / 2``. They differ in the encoder:

- ``nn-dqn``: an MLP over the propositional logical values (:func:`logical_values`).
- ``lnn-nn-dqn``: LNN conjunctions of every pair of logical values, then the same MLP.
- ``nlm-dqn``: a Neural Logic Machine (Dong et al. 2019) over the same facts in relational form.
- ``lstm-dqn++``: word embeddings + LSTM + mean pooling over the observation text.

Each network is rebuilt from its frozen, JSON-serialisable config: ``Net(Config(**config))``
(see :data:`BASELINE_BUILDERS`). docs/baselines.md gives the settings and where they come from.
Modules: :mod:`.encodings` (the actions and what the networks read), :mod:`.heads` (what the
networks share), then one module per encoder: :mod:`.values` (nn-dqn, lnn-nn-dqn), :mod:`.nlm`,
:mod:`.lstm`.
"""

from __future__ import annotations

from collections.abc import Callable

from torch import nn

from model.baselines.encodings import (
    MOVEMENT_CLASS,
    action_space,
    literal_names,
    logical_values,
    observation_text,
    text_tokens,
    token_ids,
    tokenize,
    value_cells,
    values_at,
)
from model.baselines.lstm import LstmDqn, LstmDqnConfig, distinct_rows
from model.baselines.nlm import NlmDqn, NlmDqnConfig, NlmPass, nlm_backward, nlm_forward
from model.baselines.values import (
    LnnNnDqn,
    LnnNnDqnConfig,
    NnDqn,
    NnDqnConfig,
    PairAnd,
    literal_pairs,
)

__all__ = [
    "BASELINE_BUILDERS",
    "MOVEMENT_CLASS",
    "LnnNnDqn",
    "LnnNnDqnConfig",
    "LstmDqn",
    "LstmDqnConfig",
    "NlmDqn",
    "NlmDqnConfig",
    "NnDqn",
    "NnDqnConfig",
    "PairAnd",
    "action_space",
    "distinct_rows",
    "literal_names",
    "literal_pairs",
    "logical_values",
    "NlmPass",
    "nlm_backward",
    "nlm_forward",
    "observation_text",
    "text_tokens",
    "token_ids",
    "tokenize",
    "value_cells",
    "values_at",
]

BASELINE_BUILDERS: dict[str, Callable[[dict], nn.Module]] = {
    "nn-dqn": lambda config: NnDqn(NnDqnConfig(**config)),
    "lnn-nn-dqn": lambda config: LnnNnDqn(LnnNnDqnConfig(**config)),
    "nlm-dqn": lambda config: NlmDqn(NlmDqnConfig(**config)),
    "lstm-dqn++": lambda config: LstmDqn(LstmDqnConfig(**config)),
}
"""Method name -> builder of its network from ``network.config.to_dict()``."""
