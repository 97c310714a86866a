"""Ocean Dragon Lord - Neo-Daedalus (10485110), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect
from duelist.cards.scripts.c37721209_levia_dragon_daedalus import can_send_umi, send_umi

DESCRIPTION = ("Level 8 WATER Sea Serpent, 2900 ATK / 1600 DEF, never Normal Summoned or Set: its "
               "player Special Summons it from the hand by Tributing 1 Levia-Dragon - Daedalus they "
               "control. In its controller's Main Phase they may send 1 face-up \"Umi\" they control to "
               "the GY (a cost) to send every other card on the field and in both hands to the GY.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

LEVIA_DRAGON = 37721209


def resolve(ctx):
    card = ctx.card
    ctx.send_to_grave([c for c in ctx.field("both") if c is not card] + ctx.hand("both"))


# The 2005 text: the first TCG print (SD4-EN001, 2005) left out the summoning condition, an error
# Konami corrected at once (Pojo's Card of the Day 2005-05-24: only by Tributing a Levia-Dragon on
# your side of the field); the effect then and today's do the same: no ERAS entry.
EFFECTS = [
    K.tribute_named_summon_proc(LEVIA_DRAGON, "Levia-Dragon - Daedalus"),
    Effect(IGNITION, can_pay=can_send_umi, cost=send_umi, resolve=resolve,
           label="send \"Umi\" to the GY: send all other cards on the field and in the hands to the GY"),
]
