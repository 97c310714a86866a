"""Black Pendant (65169794), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 ATK. When this card goes from the "
               "field to the GY (face-up or Set, whatever sent it), its player's opponent takes 500 "
               "damage (mandatory).")

# The 2005 text (MRL) does the same: no ERAS entry.
EFFECTS = equip_spell(None, atk=500) + [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_field_to_grave, damage_step=DS_ALWAYS,
           resolve=lambda ctx: ctx.damage(ctx.opponent, 500), label="500 damage to the opponent",
           inflicts_damage="opponent"),
]
