"""Archfiend of Gilfer as an Equip Card: when the monster it weakens is destroyed, Gilfer is
sent to the GY by the rule, and that sending is its moment again -- it may equip itself to
another monster (round 52r).

yugioh-wiki.net 《暗黒魔族ギルファー・デーモン》: Gilfer sent to the GY while an Equip Card may be
equipped again, so a monster it weakened that is destroyed by battle lets it move on to another.
Seed 000 §裝備魔法: an Equip Card whose monster left the field is sent to the GY by the rule,
right after; seed 000 §誘發效果: an optional "when ... you can" trigger is activated only if its
moment is the last thing that happened -- the rule's sending is; in the Damage Step an optional
trigger on its own card being destroyed may be activated."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _gilfer_on_the_battle_ox(table):
    table.hand(0, "Foolish Burial")
    ox = table.monster(1, "Battle Ox")
    other = table.monster(1, "Sangan")          # 1000 / 600: Smashing Ground picks the Ox
    table.deck(0, ["Archfiend of Gilfer", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Archfiend of Gilfer", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", ox, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(ox.card(duel)) == 1200
    return duel, s, ox, other


def test_gilfer_equips_itself_again_after_its_monster_is_destroyed_by_a_spell():
    """Q: my Archfiend of Gilfer is equipped to my opponent's Battle Ox (1700 -> 1200); my
    Smashing Ground destroys the Ox and Gilfer goes to my GY. A: Gilfer's sending is the last
    thing that happened: I may activate it again and equip it to their Sangan (1000 -> 500).
    Smashing Ground, resolved, waits on the field until the chain has resolved, so it reaches
    the GY after Gilfer (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a
    Chain"; yugioh.lastdraw.com "Normal Spell Card"); its going there is no new moment that
    would make Gilfer miss its timing (it goes with the chain's end)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Smashing Ground")
    duel, s, ox, other = _gilfer_on_the_battle_ox(table)
    start = len(duel.log)
    s.pick("activate", "Smashing Ground")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(e["name"], e["reason"]) for e in of_type(duel, "to_grave", start) if e["player"] == 0] == [
        ("Archfiend of Gilfer", "destroyed_rule"), ("Smashing Ground", "resolved")]
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", other, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert of_type(duel, "missed_timing", start) == []
    assert [e["target_name"] for e in of_type(duel, "equip", start)] == ["Sangan"]
    assert duel.atk(other.card(duel)) == 500
    assert grave(duel, 1) == ["Battle Ox"] and "Archfiend of Gilfer" not in grave(duel, 0)


def test_gilfer_equips_itself_again_after_its_monster_is_destroyed_by_battle():
    """Q: the same Gilfer-weakened Battle Ox (1200) is attacked by my own Battle Ox (1700) and
    destroyed by battle (500 damage). A: Gilfer is sent to the GY in the Damage Step (destroyed
    by the rule); an optional trigger on its own card's destruction may be activated there: I
    equip it to their Sangan."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mine = table.monster(0, "Battle Ox")
    duel, s, ox, other = _gilfer_on_the_battle_ox(table)
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    start = len(duel.log)
    s.pick("attack", mine, target=ox)
    assert duel.players[1].lp == 7500
    s.pick("yes", player=0, request="yes_no")
    assert duel.step == "damage"
    s.pick("target", other, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert [e["target_name"] for e in of_type(duel, "equip", start)] == ["Sangan"]
    assert duel.atk(other.card(duel)) == 500
    assert grave(duel, 1) == ["Battle Ox"]
