"""Tyrant Dragon (94568601): Special Summoned from the GY by another card's effect, the player
who summons it Tributes 1 Dragon they control, as the summon is made; with none they can
Tribute, no such summon (and no effect that would make it may target it).

Sources: yugioh-wiki.net 《タイラント・ドラゴン》 (a text outside its effects: "Special Summoned
from the GY by another card's effect, that player Tributes 1 Dragon monster they control"); Mind
Control's "that monster cannot be Tributed" (yugioh-wiki.net 《精神操作》). When the Tribute is
made (as the summon is made, a rule of the summon, not a cost of Monster Reborn) is our reading
of the text."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TYRANT = "Tyrant Dragon"


def _resolve(s, pick_dragon=None):
    duel = s.duel
    for _ in range(12):
        if duel.request is None:
            return
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.pick("select", pick_dragon)
        elif kind == "option":
            s.pick("option", "Attack Position")
        elif kind == "zone":
            s.pick("zone", first=True)
        else:
            return


def test_tyrant_dragon_revived_the_player_chooses_which_dragon_to_tribute():
    """Q: I control Koumori Dragon and Luster Dragon; I activate Monster Reborn on Tyrant Dragon
    in my GY. A: it is Special Summoned and I choose the Dragon to Tribute: Luster Dragon goes
    to my GY, Koumori Dragon stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, TYRANT)
    table.monster(0, "Koumori Dragon")
    table.monster(0, "Luster Dragon")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", TYRANT, request="target")
    _resolve(s, "Luster Dragon")
    assert sorted(field_monsters(duel, 0)) == ["Koumori Dragon", TYRANT]
    assert sorted(grave(duel, 0)) == ["Luster Dragon", "Monster Reborn"]
    tributed = [e["name"] for e in duel.log if e["type"] == "to_grave" and e.get("reason") == "tribute"]
    assert tributed == ["Luster Dragon"]


def test_tyrant_dragon_revived_by_the_opponent_they_tribute_their_own_dragon():
    """Q: Tyrant Dragon is in my GY, I control Koumori Dragon; my opponent, who controls Luster
    Dragon, activates Monster Reborn on it. A: the player who summons it Tributes a Dragon of
    their own: Luster Dragon goes to my opponent's GY, Tyrant Dragon comes to their field, my
    Koumori Dragon stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.grave(0, TYRANT)
    table.monster(0, "Koumori Dragon")
    table.monster(1, "Luster Dragon")
    table.hand(1, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1, request="idle")
    s.pick("target", TYRANT, request="target")
    _resolve(s)
    assert field_monsters(duel, 1) == [TYRANT] and field_monsters(duel, 0) == ["Koumori Dragon"]
    assert sorted(grave(duel, 1)) == ["Luster Dragon", "Monster Reborn"]


def test_tyrant_dragon_not_revived_with_only_the_other_players_dragon():
    """Q: my opponent controls Luster Dragon, I control no Dragon; may I activate Monster Reborn
    on Tyrant Dragon? A: no: the Dragon must be one the summoning player controls."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, TYRANT)
    table.monster(1, "Luster Dragon")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_tyrant_dragon_not_revived_with_a_dragon_that_cannot_be_tributed():
    """Q: I took my opponent's Luster Dragon with Mind Control (it cannot be Tributed) and
    control no other Dragon. May I activate Monster Reborn on Tyrant Dragon in my GY? A: no:
    the only Dragon I control cannot be Tributed, so the summon cannot be made."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, TYRANT)
    table.monster(1, "Luster Dragon")
    table.hand(0, "Mind Control", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control", request="idle")
    s.pick("target", "Luster Dragon", request="target")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Luster Dragon"]
    assert not s.has("activate", "Monster Reborn")
