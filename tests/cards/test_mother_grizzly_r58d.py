"""Mother Grizzly (57839750): destroyed by battle and sent to the GY, its owner may Special
Summon 1 WATER monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's text, 2005 (Metal Raiders-era print) and today's, the same in what it does
(no era entry), in our own words; it is the WATER one of the Mystic Tomato family, whose Goat
rulings apply alike (goatformat.com, "Individual Rulings", MYSTIC TOMATO: a "when ... you can"
trigger in the GY, used in the damage step; a Set one destroyed by battle floats too). Seed 000
§效果分類 › 誘發效果: Skill Drain negates only face-up monsters' effects on the field, and this
effect starts in the GY."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_mother_grizzly_summons_a_water_monster_with_1500_or_less_atk():
    """Q: Summoned Skull destroys my Mother Grizzly; my Deck holds Kairyu-Shin (WATER, 1800),
    Harpie Lady (WIND, 1300) and Penguin Soldier (WATER, 750). A: only Penguin Soldier fits; it
    comes face-up in Attack Position (no Flip: its Flip effect does not start)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    grizzly = table.monster(0, "Mother Grizzly")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Kairyu-Shin", "Harpie Lady", "Penguin Soldier"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=grizzly, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    assert [o.name for o in request.options if o.kind == "select"] == ["Penguin Soldier"]
    s.pick("select", "Penguin Soldier")
    _resolve(s)
    assert grave(duel, 0) == ["Mother Grizzly"]
    assert field_monsters(duel, 0) == ["Penguin Soldier"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert duel.players[0].lp == 8000 - (2500 - 1400)


def test_mother_grizzly_may_decline():
    """Q: my Mother Grizzly is destroyed by battle and I do not want to summon. A: "you can":
    I say no; the Deck stays as it was and nothing is summoned."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    grizzly = table.monster(0, "Mother Grizzly")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Mother Grizzly"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=grizzly, player=1)
    _resolve(s)
    s.pick("no", player=0, request="yes_no")
    _resolve(s)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].deck] == ["Mother Grizzly"]


def test_mother_grizzly_destroyed_by_a_card_effect_summons_nothing():
    """Q: Fissure destroys my Mother Grizzly. A: not destroyed by battle: nothing is asked."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Mother Grizzly")
    table.hand(1, "Fissure")
    table.deck(0, ["Penguin Soldier"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Mother Grizzly"] and grave(duel, 1) == ["Fissure"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []


def test_mother_grizzly_works_under_skill_drain():
    """Q: (Goat) my opponent's Skill Drain is face-up; Summoned Skull destroys my Mother Grizzly.
    A: the effect starts in the GY, which Skill Drain does not reach: I summon Mother Grizzly."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    grizzly = table.monster(0, "Mother Grizzly")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Mother Grizzly"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=grizzly, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", "Mother Grizzly")
    _resolve(s)
    assert grave(duel, 0) == ["Mother Grizzly"]
    assert field_monsters(duel, 0) == ["Mother Grizzly"]
    assert duel.players[0].deck == []
