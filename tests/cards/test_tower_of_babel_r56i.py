"""Tower of Babel (94256039): a Continuous Trap; each time a Spell Card is activated it gets a
Spell Counter; as the 4th is placed it is destroyed and the player who activated that Spell Card
takes 3000 damage.

Sources: the card's text in our words (IOC 2004; the OCG text 《バベル・タワー》 「魔法カードが発動する
度に…魔力カウンターを１つ置く。４つ目の魔力カウンターが置かれた時このカードを破壊し、その時に魔法カードを
発動したプレイヤーは３０００ポイントダメージを受ける」; no ERAS entry). Our reading, as the engine
counts for Royal Magical Library and the Skilled Magicians (yugioh-wiki.net 《王立魔法図書館》: the
counter as the Spell resolves; a negated activation places none); the damage and destruction go
with the 4th counter, no chain link. Either player's Spell Cards count."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

TOWER = "Tower of Babel"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _counters(duel, p=0):
    return [e["count"] for e in duel.log if e["type"] == "counter" and e.get("name") == TOWER]


def _pots(s, n):
    for _ in range(n):
        s.pick("activate", "Pot of Greed", player=0, first=True)
        _pass_all(s)


def test_tower_of_babel_my_own_fourth_spell_costs_me_3000():
    """Q: My Tower of Babel is face-up and I activate 4 Pot of Greed in a row. A: counters 1 to 3;
    as the 4th resolves the Tower is destroyed and I, its activator, take 3000 (I still drew)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, TOWER, face_down=False)
    table.hand(0, *["Pot of Greed"] * 4)
    table.deck(0, ["Battle Ox"] * 10)
    duel = table.build()
    s = Script(duel)
    _pots(s, 3)
    assert _counters(duel) == [1, 2, 3] and lp(duel) == (8000, 8000)
    _pots(s, 1)
    assert _counters(duel) == [1, 2, 3, 4] and lp(duel) == (5000, 8000)
    assert grave(duel, 0).count(TOWER) == 1 and len(hand(duel, 0)) == 8


def test_tower_of_babel_counts_the_opponents_spell_and_hits_them():
    """Q: My Tower of Babel holds 3 counters from my Spells; as I end my turn my opponent
    activates Mystical Space Typhoon on my Set Mirror Force. A: the 4th counter is theirs: the
    Tower is destroyed and my opponent takes 3000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, TOWER, face_down=False)
    mirror = table.spell_trap(0, "Mirror Force")
    table.hand(0, *["Pot of Greed"] * 3)
    table.deck(0, ["Battle Ox"] * 10)
    table.hand(1, "Mystical Space Typhoon")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _pots(s, 3)
    s.pick("end_turn")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", mirror, player=1)
    _pass_all(s)
    assert _counters(duel) == [1, 2, 3, 4]
    assert lp(duel) == (8000, 5000)
    assert TOWER in grave(duel, 0) and "Mirror Force" in grave(duel, 0)


def test_tower_of_babel_a_negated_spell_places_no_counter():
    """Q: I activate Pot of Greed under my Tower of Babel; my opponent chains Magic Jammer. A: the
    Pot's activation is negated: no Spell Counter."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, TOWER, face_down=False)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Celtic Guardian", player=1)
    _pass_all(s)
    assert _counters(duel) == [] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Pot of Greed"]
