"""A monster Gravekeeper's Spy Special Summons when it is flipped by an attack arrives in the
Damage Step: Bottomless Trap Hole cannot be activated in the Damage Step, and once the Damage
Step is over its moment ("a monster was just summoned") has passed, so the attacker never gets
to use it against that monster.

Sources: yugioh.fandom Card Rulings:Bottomless Trap Hole (if Cyber Jar is flipped as a result
of being attacked and summons monsters, Bottomless Trap Hole cannot be activated, since it
cannot be activated during the Damage Step; it answers only a summon that was the last thing
to happen); seed 000 §效果分類 (what may be activated in the Damage Step), seed 004
§战斗阶段的流程."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_bottomless_trap_hole_cannot_answer_the_monster_gravekeepers_spy_summons_when_attacked():
    """Question: player 0's Summoned Skull attacks player 1's Set Gravekeeper's Spy; the Spy's
    FLIP effect Special Summons Gravekeeper's Spear Soldier (1500 ATK). May player 0 activate
    their Set Bottomless Trap Hole against it? Answer: no, neither in the Damage Step nor
    after it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Bottomless Trap Hole")
    spy = table.monster(1, "Gravekeeper's Spy", position="set")
    table.deck(1, ["Gravekeeper's Spear Soldier", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=spy)
    for _ in range(6):
        if duel.request.kind == "battle":
            break
        assert not (duel.request.player == 0 and s.has("activate", "Bottomless Trap Hole"))
        if duel.request.kind == "select":
            s.pick("select", "Gravekeeper's Spear Soldier", player=1)
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position", player=1)
        else:
            s.pick("pass")
    assert duel.request.kind == "battle" and not s.has("activate", "Bottomless Trap Hole")
    assert field_monsters(duel, 1) == ["Gravekeeper's Spear Soldier"]
    assert grave(duel, 1) == ["Gravekeeper's Spy"]
