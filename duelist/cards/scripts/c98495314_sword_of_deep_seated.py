"""Sword of Deep-Seated (98495314), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 ATK and DEF. When this card is sent "
               "from the field to the GY (face-up or Set, for any reason), it is put on top of its "
               "owner's Deck.")


def back_on_top(ctx):
    card = ctx.card
    if card.location == S.GRAVE and card.uid == ctx.link.card_uid:
        ctx.to_deck([card], shuffle=False)


# The 2005 text (MRD-132, 2002) does the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=500, defense=500) + [
    # a mandatory trigger from the GY (it moves its own card out of the GY: Necrovalley negates it)
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave, damage_step=DS_ALWAYS,
           resolve=back_on_top, leaves_grave=True, label="back on top of the Deck"),
]
