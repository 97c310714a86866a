"""Environments for reinforcement learning (the optional extra: pip install 'duelist[rl]').

- `duelist/Duel-v0` (Gymnasium): one learner against a built-in agent
  (duelist.rl.env.DuelEnv); `import duelist.rl` registers it, or name it
  "duelist.rl:duelist/Duel-v0" in gymnasium.make.
- duelist.rl.aec.DuelAECEnv (PettingZoo AEC): two learners.
- duelist.rl.features: the observations (the acting player's view only) and action masks.
"""

try:
    import gymnasium
except ImportError as exc:      # the extra is missing: say what to install
    raise ImportError("duelist.rl needs the rl extra: pip install 'duelist[rl]' "
                      "(gymnasium, pettingzoo, numpy)") from exc

ENV_ID = "duelist/Duel-v0"

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="duelist.rl.env:DuelEnv")
