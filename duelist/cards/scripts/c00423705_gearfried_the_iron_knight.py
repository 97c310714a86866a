"""Gearfried the Iron Knight (423705), Effect Monster."""
from duelist.cards.common import APPLY, TRIGGER, Effect, H, R, is_spell

DESCRIPTION = ("Level 4 EARTH Warrior. It tolerates no equipment: any Equip Card (a Spell or a Trap "
               "made one) that gets attached to it is destroyed right after (mandatory).")


def _equipped_here(ctx, ev, spells_only):
    """The card whose chain link just resolved is now an Equip Card equipped to this card."""
    card = ctx.card_by_cid(ev["cid"])
    if card is None or card.uid != ev["uid"] or ctx.related(R.EQUIP, card) is not ctx.card:
        return False
    return not spells_only or is_spell(card)


def _equip_card(ctx):
    ev = ctx.event
    card = ctx.card_by_cid(ev["cid"])
    if card is not None and card.uid == ev["uid"] and ctx.related(R.EQUIP, card) is ctx.card:
        return card
    return None


def resolve(ctx):
    equip = _equip_card(ctx)
    if equip is not None:
        yield from ctx.destroy([equip])


def _effects(spells_only):
    # today's text: a trigger effect (a chain link); the 2005 card: a continuous effect with no
    # chain link (goatformat.com, "Ruling Notice: Gearfried the Iron Knight"), applied as the
    # chain that equipped it is done, while Gearfried is face-up and not negated
    kind = APPLY if spells_only else TRIGGER
    return [Effect(kind, events=H.RESOLVED, match=lambda ctx, ev: _equipped_here(ctx, ev, spells_only),
                   resolve=resolve, destroys=True, label="destroy the Equip Card equipped to it")]


EFFECTS = _effects(False)

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 EARTH Warrior. It tolerates no Equip Spell: one that gets attached to "
                    "it is destroyed at once, by a continuous effect that makes no chain link (2005 text: "
                    "Equip Spells only)."),
    "EFFECTS": _effects(True),
}}
