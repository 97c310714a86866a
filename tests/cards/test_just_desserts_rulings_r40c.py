"""Just Desserts' rulings as the Kaiba starter deck raises them (SDK-039): the opponent takes 500
damage for each monster they control.

The card plays one text under every preset; this test uses the default preset (MR5). Sources:
the card's text ("each monster": it names no position, so Set monsters count); Upper Deck's
FAQ quoted by Pojo (2003-07: effect damage is not battle damage, Waboku does not stop it).
Seed 000 §效果分類 (the count is made when the effect resolves)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_just_desserts_counts_set_monsters_and_is_not_stopped_by_waboku():
    """Q: my opponent controls a Set Battle Ox and a face-up Battle Ox; I activate Just
    Desserts and they chain Waboku: A: both monsters count (1000 damage); Waboku stops battle
    damage only."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Battle Ox", position="set")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Just Desserts")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)                   # leaving Main Phase 1 opens a window
    s.pick("activate", "Just Desserts", player=0, request="chain")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7000)
