"""Soul Exchange on Spirit Reaper (the GOAT preset; round 52w).

Sources: Soul Exchange's text (target a monster the opponent controls; this turn it may be
Tributed for your Tribute Summon; no Battle Phase that turn); Spirit Reaper: destroyed after a
card effect that targeted it resolves (Konami's "Spirit Reaper: Reaps What it Sows",
2012-02-15; edisonformat.com's historical pre-2010 rulings)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_spirit_reaper_is_destroyed_before_it_can_be_tributed():
    """Q: I activate Soul Exchange on my opponent's Spirit Reaper, meaning to Tribute it for
    Summoned Skull. A: once Soul Exchange resolves, the Reaper destroys itself: there is nothing
    to Tribute, so Summoned Skull cannot be Summoned, and I still may not enter my Battle
    Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    table.monster(1, "Spirit Reaper", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Spirit Reaper", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == ["Spirit Reaper"] and grave(duel, 0) == ["Soul Exchange"]
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")
    assert not s.has("battle")
