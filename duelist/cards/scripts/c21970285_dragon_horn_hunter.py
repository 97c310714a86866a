"""Dragon Horn Hunter (21970285), Pendulum Normal Monster."""
from duelist.cards.common import CONTINUOUS, Effect, pendulum_scale
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Warrior Pendulum Normal Monster, Pendulum Scale 3. Pendulum Effect: "
               "while it is in its controller's Pendulum Zone, every face-up Normal Monster that "
               "player controls gains 200 ATK. As a monster it has no effect.")


def my_normal_monster(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        card.data.is_normal_monster


EFFECTS = [
    pendulum_scale(),
    Effect(CONTINUOUS, tag="stats", range=(S.SZONE,), affects=my_normal_monster,
           value=lambda ctx, card: (200, 0), label="Normal Monsters +200 (Pendulum Effect)"),
]
