"""Ryu Senshi (49868263), Fusion Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 EARTH Warrior Fusion (Warrior Dai Grepher + Spirit Ryu); only those two "
               "may be its Fusion Materials (no substitute). When a Normal Trap Card is "
               "activated, its controller may pay 1000 LP to negate that Trap's effect. While it "
               "is face-up, any Spell Card that targets it has its effect negated and is destroyed.")

# "its Fusion Summon can only be done with the materials above": no Fusion substitute (King of
# the Swamp) may stand in for either (read by engine/extra.py `fusion_choices`)
LISTED_MATERIALS_ONLY = True


def targets_it(ctx, link):
    """A Spell Card's link that targets this face-up card."""
    return ctx.card.uid in link.targets and link.card_type == "Spell"


def destroy_it(ctx, link):
    return True


EFFECTS = [
    K.pay_to_negate("Trap", 1000, "pay 1000 LP: negate a Normal Trap's effect"),
    Effect(CONTINUOUS, tag="negate_links", affects=targets_it, value=destroy_it,
           label="Spells that target it are negated and destroyed"),
]
