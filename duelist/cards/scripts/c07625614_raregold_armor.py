"""Raregold Armor (7625614), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, R, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: while it is equipped, the opponent cannot choose "
               "any other monster its controller controls as an attack target.")


def armor(tag, label, value=None):
    """An Equip Spell for any face-up monster that shields every other monster its controller
    controls, face-up or Set, with a continuous `tag` while it is equipped (Raregold Armor: no
    attack target; Metalsilver Armor, with `value`: no target of the opponent's card effects)."""
    def shielded(ctx, card):
        monster = ctx.related(R.EQUIP)
        return monster is not None and card is not monster and card.location == S.MZONE and \
            card.controller == ctx.player

    return equip_spell(None)[:1] + [Effect(CONTINUOUS, tag=tag, affects=shielded, value=value, label=label)]


# The 2005-era text (DR1-EN091, 2004) does the same: no ERAS entry.
EFFECTS = armor(C.CANNOT_BE_ATTACKED, "the other monsters are no attack targets")
