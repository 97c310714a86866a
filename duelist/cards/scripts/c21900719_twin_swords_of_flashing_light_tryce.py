"""Twin Swords of Flashing Light - Tryce (21900719), Equip Spell."""
from duelist.cards.common import (C, CONTINUOUS, Effect, R, Target, activate, discard_one_cost, face_up_monsters,
                                  has_other_hand_card, stays_equipped)

DESCRIPTION = ("Equip Spell for any face-up monster, activated by discarding 1 card: it loses 500 "
               "ATK, and it may declare two attacks in each Battle Phase.")


def equipped(ctx, card):
    return ctx.related(R.EQUIP) is card


def _equip(ctx):
    if ctx.targets and ctx.card_still_here:
        ctx.equip(ctx.card, ctx.targets[0])


def discard_equip_spell(atk):
    """An Equip Spell for any face-up monster whose activation costs a discard of 1 card, the
    monster gaining `atk` ATK while equipped (Twin Swords of Flashing Light - Tryce; Wicked-Breaking
    Flamberge - Baou imports it)."""
    return [
        activate(_equip, cost=discard_one_cost, can_pay=has_other_hand_card, discard_cost=True,
                 target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up, prompt="Equip to which monster?"),
                 equip_filter=stays_equipped),
        Effect(CONTINUOUS, tag="stats", affects=equipped, value=lambda ctx, c: (atk, 0)),
    ]


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = discard_equip_spell(-500) + [
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=equipped, value=lambda ctx, card: 1,
           label="the equipped monster attacks twice"),
]
