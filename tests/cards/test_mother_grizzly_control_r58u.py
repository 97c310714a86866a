"""Mother Grizzly (57839750) and the battle floaters (Flying Kamakiri #1, UFO Turtle, Howling
Insect: the same kit effect): who summons when the floater was under the opponent's control?

Sources: goatformat.com "Individual Rulings", MYSTIC TOMATO (the family's model: a trigger
that starts in the GY); seed 000 §效果分類 › 誘發效果 and the rule that a card always goes to
its owner's GY: the effect is activated there, so its owner activates it and summons from
their own Deck, whoever controlled the monster when it was destroyed. Snatch Steal, left with
no monster, goes to its controller's GY."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_mother_grizzly_taken_by_snatch_steal_floats_for_its_owner():
    """Q: my opponent took my Mother Grizzly with Snatch Steal; my Summoned Skull destroys it by
    battle. A: it goes to my GY and I (its owner) may Special Summon a WATER monster from MY
    Deck (Penguin Soldier), not my opponent from theirs; Snatch Steal goes to their GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    grizzly = table.monster(0, "Mother Grizzly")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=grizzly)
    table.monster(0, "Summoned Skull")
    table.deck(0, ["Penguin Soldier"])
    table.deck(1, ["Mother Grizzly"])
    duel = table.build()
    s = Script(duel)
    assert field_monsters(duel, 1) == ["Mother Grizzly"]
    s.pick("attack", "Summoned Skull", target=grizzly, player=0)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Penguin Soldier", player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Mother Grizzly"] and grave(duel, 1) == ["Snatch Steal"]
    assert sorted(field_monsters(duel, 0)) == ["Penguin Soldier", "Summoned Skull"]
    assert [c.position for c in duel.monsters(0) if c.name == "Penguin Soldier"] == [S.FACEUP_ATTACK]
    assert field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].deck] == ["Mother Grizzly"]
    assert duel.players[1].lp == 8000 - (2500 - 1400)
