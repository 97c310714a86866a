"""Makyura the Destructor (21593977), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, Effect, L, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 4 Warrior. If it goes from a Monster Zone to the GY, its owner may "
               "activate a Trap Card from their hand during the rest of that turn (the current "
               "TCG text allows one such Trap). One use of this effect per name per turn.")


def resolve(ctx):
    ctx.player_flag(ctx.player, L.TRAP_FROM_HAND, uses=1)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.sent_from_monster_zone_to_grave,
                  optional=True, damage_step=DS_ALWAYS, condition=K.name_opt_free,
                  cost=K.spend_name_opt, resolve=resolve, label="Traps from the hand")]
