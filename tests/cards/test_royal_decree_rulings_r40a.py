"""Royal Decree (51452091) against a Continuous Trap already applying: Call of the Haunted's
revived monster is not destroyed when Call of the Haunted leaves the field while Royal Decree
negates it (its destruction of the monster when it leaves the field is a Trap effect on the
field, negated).

Sources: Royal Decree's text (every other Trap effect on the field is negated); the Goat-era
reading of Call of the Haunted under a negating card, e.g. eternity.mancubus.net's Card of the
Day of 1 Sep 2004 (Call of the Haunted: once its continuous effect is negated, "even if it is
subsequently destroyed or removed, [the monster] will not be affected"); the same ruling for
Premature Burial under Imperial Order (yugioh.fandom Card Rulings:Premature Burial: "the monster
remains on the field"). Seed 000 §卡片種類 陷阱卡 (a Continuous Trap's effects apply only while it is
face-up and not negated)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_until(duel, s, kinds):
    for _ in range(8):
        if duel.request.kind in kinds:
            return
        s.pick("pass")


def test_call_of_the_haunted_destroyed_under_royal_decree_leaves_its_monster_on_the_field():
    """Question: player 0 revives Battle Ox with Call of the Haunted, then activates Royal
    Decree. Player 1 destroys Call of the Haunted with Mystical Space Typhoon. Is Battle Ox
    destroyed? Answer: no: Call's effect is negated while Royal Decree is face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Royal Decree")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="idle")
    s.pick("target", "Battle Ox")
    _pass_until(duel, s, ("idle",))
    assert field_monsters(duel, 0) == ["Battle Ox"]
    s.pick("activate", "Royal Decree", request="idle")
    _pass_until(duel, s, ("idle",))
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", request="chain", player=1)
    s.pick("target", "Call of the Haunted", player=1)
    _pass_until(duel, s, ("idle", "battle"))
    assert grave(duel, 0) == ["Call of the Haunted"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
