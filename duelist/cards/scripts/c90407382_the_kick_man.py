"""The Kick Man (90407382), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.cards.scripts.c74367458_guardian_elma import _equip, _equip_spell_in_my_grave

DESCRIPTION = ("Level 3 DARK Zombie (1300/300). When it is Special Summoned, its controller may target "
               "1 Equip Spell in their GY that could equip it and equip it to this card (an optional "
               "\"when\" trigger: it can miss the timing; the Equip Spell is placed, not activated).")


def _special_summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "special"


# The AST-012 print (2003) and today's text do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="summoned", match=_special_summoned_self, optional=True, when=True,
                  condition=lambda ctx: K.free_spell_zone(ctx),    # somewhere to place the Spell
                  target=Target(lambda ctx: ctx.grave("me"), filter=_equip_spell_in_my_grave,
                                prompt="The Kick Man: equip which Equip Spell from your GY?"),
                  resolve=_equip, label="equip an Equip Spell from the GY")]
