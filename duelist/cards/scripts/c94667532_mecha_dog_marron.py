"""Mecha-Dog Marron (94667532), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Machine. When it is destroyed (by battle or by a card effect, "
               "wherever it then goes), both players take 1000 damage at the same time "
               "(mandatory).")


def destroyed_self(ctx, ev):
    """This card's own move, caused by its destruction (sent to the GY or banished)."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and K.was_destroyed(ev)


def resolve(ctx):
    # at the same time: both at 0 is a draw (`Ctx.damages`, round 59a)
    ctx.damages((ctx.player, 1000), (ctx.opponent, 1000))


# The 2005 text (FET, 2005: "when this card is destroyed, inflict 1000 points of damage to both
# players' Life Points") and today's do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=destroyed_self,
                  damage_step=DS_ALWAYS, resolve=resolve, label="1000 damage to both players",
                  inflicts_damage="both")]
