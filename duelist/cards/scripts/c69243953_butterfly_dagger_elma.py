"""Butterfly Dagger - Elma (69243953), Equip Spell."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, R, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 300 ATK. When this card is "
               "destroyed while equipped to a monster and sent to the GY, its controller may "
               "return it to its owner's hand (an optional \"when\" trigger; not when it goes to "
               "the GY because the monster it equipped left the field).")


def destroyed_while_equipped(ctx, ev):
    """Its own destruction cut its equip relation (a card that is sent to the GY because its
    monster left had that relation cut by the monster first, and is not destroyed), and it is
    this card now in the GY."""
    return ev["kind"] == R.EQUIP and ev["cause"] == "source" and ev["cid"] == ctx.card.cid \
        and (ev["reason"] or "").startswith("destroyed") and ctx.card.location == S.GRAVE


def back_to_hand(ctx):
    card = ctx.card
    if card.location == S.GRAVE and card.uid == ctx.link.card_uid:
        ctx.to_hand([card])


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = equip_spell(None, atk=300) + [
    Effect(TRIGGER, events=H.UNRELATED, match=destroyed_while_equipped, range=(S.GRAVE,),
           optional=True, when=True, damage_step=DS_ALWAYS, leaves_grave=True, resolve=back_to_hand,
           label="return to the hand"),
]
