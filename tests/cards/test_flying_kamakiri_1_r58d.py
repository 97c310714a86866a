"""Flying Kamakiri #1 (84834865): destroyed by battle and sent to the GY, its owner may Special
Summon 1 WIND monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's text, 2005 (Metal Raiders-era print) and today's, the same in what it does
(no era entry), in our own words; the Mystic Tomato family's Goat rulings (goatformat.com,
"Individual Rulings", MYSTIC TOMATO: a "when ... you can" trigger in the GY, usable in the
damage step; a Set one destroyed by battle floats too). Seed 000 §效果分類 › 誘發效果 and the
SEGOC rule (two players' triggers at the same moment: the turn player's go on the chain
first, so the opponent's resolve first)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_flying_kamakiri_1_summons_a_wind_monster_with_1500_or_less_atk():
    """Q: Battle Ox destroys my face-down Flying Kamakiri #1; my Deck holds Skull Red Bird (WIND,
    1550), Killer Needle (WIND, 1200) and Mother Grizzly (WATER). A: only Killer Needle fits; it
    comes face-up in Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kamakiri = table.monster(0, "Flying Kamakiri #1", position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Skull Red Bird", "Killer Needle", "Mother Grizzly"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=kamakiri, player=1)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    assert [o.name for o in request.options if o.kind == "select"] == ["Killer Needle"]
    s.pick("select", "Killer Needle")
    _resolve(s)
    assert grave(duel, 0) == ["Flying Kamakiri #1"]
    assert field_monsters(duel, 0) == ["Killer Needle"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert duel.players[0].lp == 8000          # it was in Defense Position: no battle damage


def test_flying_kamakiri_1_with_no_fitting_monster_asks_nothing():
    """Q: my Flying Kamakiri #1 is destroyed by battle; my Deck holds only Skull Red Bird (WIND,
    1550 ATK). A: no monster fits: the effect is not activated, nothing is asked."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    kamakiri = table.monster(0, "Flying Kamakiri #1")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Skull Red Bird"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=kamakiri, player=1)
    _resolve(s)
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Flying Kamakiri #1"]


def test_flying_kamakiri_1_and_mother_grizzly_destroy_each_other_both_float():
    """Q: my Flying Kamakiri #1 (1400) attacks my opponent's Mother Grizzly (1400); both are
    destroyed. A: both triggers start at once: mine (the turn player's) is chain link 1, my
    opponent's link 2; both resolve, each summons from its owner's Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Flying Kamakiri #1")
    grizzly = table.monster(1, "Mother Grizzly")
    table.deck(0, ["Harpie Lady"])
    table.deck(1, ["Penguin Soldier"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Flying Kamakiri #1", target=grizzly, player=0)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("yes", player=1, request="yes_no")
    for _ in range(6):
        if duel.request.kind == "select":
            s.pick("select", first=True)
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert grave(duel, 0) == ["Flying Kamakiri #1"] and grave(duel, 1) == ["Mother Grizzly"]
    assert field_monsters(duel, 0) == ["Harpie Lady"] and field_monsters(duel, 1) == ["Penguin Soldier"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    links = [(e["link"], e["name"]) for e in duel.log if e["type"] == "chain"]
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert links == [(1, "Flying Kamakiri #1"), (2, "Mother Grizzly")]
    assert resolved == ["Mother Grizzly", "Flying Kamakiri #1"]
