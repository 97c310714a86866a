"""Frontier Wiseman (38742075), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
# (Ryu Senshi's second effect negates and destroys the same way: a Spell Card's link)
from duelist.cards.scripts.c49868263_ryu_senshi import destroy_it
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Spellcaster (1600/800). While it is face-up on the field, any Spell Card "
               "that targets a face-up Warrior its controller controls has its effect negated and is "
               "destroyed.")


def targets_my_warrior(ctx, link):
    """A Spell Card's link that targets a face-up Warrior this card's controller controls."""
    if link.card_type != "Spell":
        return False
    for uid in link.targets:
        card = ctx.card_by_uid(uid)
        if card is not None and card.location == S.MZONE and card.face_up and card.controller == ctx.player \
                and ctx.race(card) == "Warrior":
            return True
    return False


# One meaning in both eras (the LOD print and the OCG text of 《辺境の大賢者》: the Spells that target
# its controller's face-up Warriors, not itself, a Spellcaster; round 59y corrected round 59k's
# reading from memory): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_links", affects=targets_my_warrior, value=destroy_it,
                  label="Spells that target its controller's Warriors are negated and destroyed")]
