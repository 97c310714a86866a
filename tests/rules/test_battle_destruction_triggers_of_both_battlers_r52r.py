"""Two monsters destroyed by the same battle, each with a trigger on its own destruction: both
triggers meet their moment at once, in the Damage Step, and form one chain -- the turn player's
first (Chain Link 1), the opponent's on top, so the opponent's resolves first (round 52r).

Seed 000 §誘發效果: several triggers at one moment form a chain (the turn player's mandatory,
the opponent's mandatory, the turn player's optional, the opponent's optional); in the Damage
Step a trigger may be activated if it is mandatory, or if it starts on its own card being
destroyed (Mystic Tomato: "when destroyed by battle and sent to the GY, you can"). The GOAT
preset reads the 2005 texts: Sangan with no once-per-turn limit."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _battle(name):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    mine = table.monster(0, name)
    theirs = table.monster(1, name)
    return table, mine, theirs


def test_two_sangans_destroyed_by_their_battle_search_turn_player_first_in_the_chain():
    """Q: my Sangan (1000 ATK) attacks my opponent's Sangan in Attack Position: both are
    destroyed. A: both searches are activated in the Damage Step, mine as Chain Link 1 and theirs
    as Chain Link 2 -- theirs resolves first: they add Witch of the Black Forest, then I add
    Mystic Tomato. No damage is dealt."""
    table, mine, theirs = _battle("Sangan")
    table.deck(0, ["Mystic Tomato", "Battle Ox"])
    table.deck(1, ["Witch of the Black Forest", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", mine, target=theirs)
    assert duel.step == "damage"
    s.pick("select", "Witch of the Black Forest", player=1)
    s.pick("select", "Mystic Tomato", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert [(e["link"], e["player"]) for e in of_type(duel, "chain", start)] == [(1, 0), (2, 1)]
    assert [e["link"] for e in of_type(duel, "resolve", start)] == [2, 1]
    assert hand(duel, 0) == ["Mystic Tomato"] and hand(duel, 1) == ["Witch of the Black Forest"]
    assert grave(duel, 0) == ["Sangan"] and grave(duel, 1) == ["Sangan"]
    assert of_type(duel, "damage", start) == []


def test_two_mystic_tomatoes_destroyed_by_their_battle_each_summon_a_dark_monster():
    """Q: my Mystic Tomato attacks my opponent's Mystic Tomato: both are destroyed by battle and
    sent to the GY. May both "when ... you can" effects be activated, in the Damage Step? A: yes,
    both moments are the last thing that happened, and each effect starts on its own card's
    destruction: I am asked first and my Tomato is Chain Link 1, theirs Chain Link 2. Theirs
    resolves first: each Special Summons Sangan from its Deck in Attack Position."""
    table, mine, theirs = _battle("Mystic Tomato")
    table.deck(0, ["Sangan", "Battle Ox"])
    table.deck(1, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", mine, target=theirs)
    s.pick("yes", player=0, request="yes_no")
    s.pick("yes", player=1, request="yes_no")
    s.pick("select", "Sangan", player=1)        # Chain Link 2 resolves first
    s.pick("select", "Sangan", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert of_type(duel, "missed_timing", start) == []
    assert [(e["link"], e["player"]) for e in of_type(duel, "chain", start)] == [(1, 0), (2, 1)]
    assert [(e["player"], e["name"], e["position"]) for e in of_type(duel, "special_summon", start)] == [
        (1, "Sangan", "attack"), (0, "Sangan", "attack")]
    assert field_monsters(duel, 0) == ["Sangan"] and field_monsters(duel, 1) == ["Sangan"]
    assert grave(duel, 0) == ["Mystic Tomato"] and grave(duel, 1) == ["Mystic Tomato"]
