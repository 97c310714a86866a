"""The Legendary Fisherman (3643300), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 5 WATER Warrior (1850/1600). While a face-up \"Umi\" is on the field (either "
               "side): Spell effects do not apply to it, and the opponent's monsters cannot attack "
               "it; if its controller has no other monster they may attack, they attack directly.")

def _shielded(ctx, card):
    return card is ctx.card and K.umi_on_field(ctx)


def _opponents_attacker(ctx, attacker):
    return attacker.controller != ctx.card.controller and K.umi_on_field(ctx)


def _not_this_card(ctx, target):
    return target is not ctx.card


def _only_fishermen(ctx, attacker):
    """"It does not stop a direct attack": the opponent's monster attacks directly while this
    card's controller has no monster it may attack (every one of them a Fisherman shielded so)."""
    if not _opponents_attacker(ctx, attacker):
        return False
    for monster in ctx.monsters("me"):
        if monster is not ctx.card and not (monster.face_up and ctx.is_named(monster, ctx.card.data.code)):
            return False
    return True


# The "cannot be attacked, but a direct attack is allowed" half is the Toons' pairing of
# C.ATTACK_TARGETS (which monsters an attacker may choose) with C.DIRECT_ATTACK (docs/cards.md):
# C.CANNOT_BE_ATTACKED would leave the opponent no attack at all.
# (the 2002 print, MRL-061, and today's text do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), affects=_shielded,
           label="unaffected by Spell effects while Umi is on the field"),
    Effect(CONTINUOUS, tag=C.ATTACK_TARGETS, affects=_opponents_attacker, value=_not_this_card,
           label="cannot be attacked while Umi is on the field"),
    Effect(CONTINUOUS, tag=C.DIRECT_ATTACK, affects=_only_fishermen,
           label="the opponent may attack directly past it"),
]
