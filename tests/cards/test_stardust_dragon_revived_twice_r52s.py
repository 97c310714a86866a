"""Stardust Dragon revived, destroyed, and revived again (round 52s).

Seed 000 §具有蘇生限制的怪獸的特殊召喚: a Synchro Monster that was properly summoned may be
Special Summoned from the GY by card effects afterwards; it stops counting as properly summoned
only once it goes back to the hand or Deck (the Extra Deck too), or its Flip Summon is negated
after Book of Moon. A revival by Monster Reborn is none of these: destroyed again, the same
Stardust Dragon may be revived again, here by Call of the Haunted. A Stardust Dragon that
never was Synchro Summoned cannot be revived at all.
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

STARDUST = "Stardust Dragon"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(properly):
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.grave(0, STARDUST)
    if properly:
        table.properly_summoned(dragon)
    table.hand(0, "Monster Reborn", "Dark Hole")
    table.spell_trap(0, "Call of the Haunted")
    return table, dragon


def test_a_synchro_summoned_stardust_revived_and_destroyed_may_be_revived_again():
    """Q: my Stardust Dragon was Synchro Summoned and destroyed. I revive it with Monster
    Reborn, then destroy it with my own Dark Hole (I do not Tribute it to negate). May Call of
    the Haunted revive it now? A: yes: it still counts as properly summoned; Call of the
    Haunted brings it back in Attack Position."""
    table, dragon = _table(properly=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", dragon)
    _pass_all(duel, s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert field_monsters(duel, 0) == [STARDUST]
    s.pick("activate", "Dark Hole")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == [] and STARDUST in grave(duel, 0)
    assert duel.properly_summoned(dragon.card(duel))
    s.pick("activate", "Call of the Haunted")
    s.pick("target", dragon)
    _pass_all(duel, s)
    card = dragon.card(duel)
    assert card.location == "mzone" and card.position == "attack"
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Monster Reborn"]


def test_a_stardust_never_synchro_summoned_is_no_target():
    """Q: the same GY, but that Stardust Dragon was never Synchro Summoned (it was sent from the
    Extra Deck). A: neither Monster Reborn nor Call of the Haunted may take it: with no other
    monster in any GY, neither can be activated."""
    table, dragon = _table(properly=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")
    assert not s.has("activate", "Call of the Haunted")
