"""Axe of Despair (40619825), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 1000 ATK. When this card goes from "
               "the field to the GY, its player may Tribute 1 monster they control (a cost) to "
               "put it back on top of their Deck (a \"when\" effect: it can miss the timing).")


def resolve(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE:
        ctx.to_deck([card], shuffle=False)       # on top, unshuffled


EFFECTS = equip_spell(None, atk=1000) + [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave, optional=True,
           when=True, damage_step=DS_ALWAYS, can_pay=K.can_tribute_one, cost=K.tribute_one, resolve=resolve,
           leaves_grave=True,      # it moves its own card out of the GY: Necrovalley negates it
           label="Tribute 1 monster: back on top of the Deck"),
]
