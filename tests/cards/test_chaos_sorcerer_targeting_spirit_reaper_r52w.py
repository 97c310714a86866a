"""Chaos Sorcerer targets Spirit Reaper (the GOAT preset; round 52w).

Sources: Chaos Sorcerer's text (target a face-up monster on the field and remove it from play;
it cannot attack that turn); Spirit Reaper: destroyed after a card effect that targeted it
(face-up) resolves, if it is still face-up on the field (Konami's "Spirit Reaper: Reaps What
it Sows", 2012-02-15; edisonformat.com's historical pre-2010 rulings, as edisonrul.ing lists
them: it must be a face-up monster after the targeting card resolves)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_spirit_reaper_is_removed_from_play_not_destroyed():
    """Q: I use Chaos Sorcerer's effect on my opponent's face-up Spirit Reaper. Is the Reaper
    destroyed as soon as it is targeted (so it lands in the GY)? A: no: the targeting effect
    resolves first and removes it from play; it is never destroyed. Chaos Sorcerer may not
    attack this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Chaos Sorcerer")
    table.monster(1, "Spirit Reaper", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Sorcerer")
    s.pick("target", "Spirit Reaper", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 1) == ["Spirit Reaper"] and grave(duel, 1) == []
    s.pick("battle")
    assert [o.kind for o in duel.request.options] == ["end_battle"]
