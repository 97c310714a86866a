"""Blade Knight (39507162), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. It is 400 ATK stronger while its controller holds no more "
               "than 1 card in hand. While it is the only monster its controller has, a Flip monster "
               "that loses a battle against it has its effects negated (its flip effect does nothing).")


def short_hand(ctx, card):
    return card is ctx.card and len(ctx.hand("me")) <= 1


def _flip_monster_it_destroys(ctx, card):
    """`card` is a Flip monster whose destruction by battle with this card is decided. (The
    engine asks it of every monster whose effects it weighs while this card is alone on the
    field: the printed kinds first, which refuse most monsters without reading the battle.)"""
    kinds = card.data.kinds
    if not kinds or "Flip" not in kinds:
        return False
    attack = ctx.attack
    if attack is None or not ctx.destroyed_by_battle_now(card):
        return False
    return ctx.card.uid in attack and card.uid in attack and card is not ctx.card


def alone(ctx):
    """It is the only monster its controller controls."""
    return ctx.monsters("me") == [ctx.card]


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=short_hand, value=lambda ctx, card: (400, 0),
           label="+400 ATK with 1 or fewer cards in hand"),
    # the engine negates only the monsters `affects` names (Skill Drain names them all)
    Effect(CONTINUOUS, tag="negate_monsters", condition=alone, affects=_flip_monster_it_destroys,
           label="negate Flip monsters it destroys by battle"),
]
