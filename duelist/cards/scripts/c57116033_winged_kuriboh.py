"""Winged Kuriboh (57116033), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, END_OF_TURN, TRIGGER, Effect, L
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Fairy. When it is destroyed on the field (face-up or face-down, by "
               "battle or by an effect) and sent to the GY, its controller takes no battle damage "
               "for the rest of the turn (mandatory).")


def destroyed_to_grave(ctx, ev):
    return K.sent_from_field_to_grave(ctx, ev) and K.was_destroyed(ev)


def resolve(ctx):
    ctx.player_flag(ctx.player, L.NO_BATTLE_DAMAGE, until=END_OF_TURN)


# The 2005 text ("When this card on the field is destroyed and sent to the Graveyard, reduce all
# Battle Damage you take to 0 for the rest of the turn": mandatory, so it never misses the timing)
# and today's "If ...: you take no battle damage" do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=destroyed_to_grave, resolve=resolve,
           damage_step=DS_ALWAYS, label="destroyed: no battle damage to its controller this turn"),
]
