"""Malevolent Nuzzler (99597615), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 700 ATK. When this card goes from the "
               "field to the GY (face-up or Set, whatever sent it), its player may pay 500 LP (a cost) "
               "to put it back on top of their Deck (a \"when\" effect: it can miss the timing).")


def _back_on_top(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE:
        ctx.to_deck([card], shuffle=False)       # on top, unshuffled


def back_on_top(lp=None, label="back on top of the Deck"):
    """"When this card is sent from the field to the GY, put it on top of the Deck": with `lp`,
    an optional "when" effect whose cost is paying `lp` LP (Malevolent Nuzzler, Horn of Light);
    without, mandatory (Horn of the Unicorn). Activated in the GY, it moves its own card out of
    it: Necrovalley negates it."""
    if lp is None:
        return Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave,
                      damage_step=DS_ALWAYS, resolve=_back_on_top, leaves_grave=True, label=label)
    return Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave, optional=True,
                  when=True, damage_step=DS_ALWAYS, can_pay=lambda ctx: ctx.can_pay_lp(lp),
                  cost=lambda ctx: ctx.pay_lp(lp), resolve=_back_on_top, leaves_grave=True, label=label)


# The 2005 text (MRL) does the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=700) + [back_on_top(500, "pay 500 LP: back on top of the Deck")]
