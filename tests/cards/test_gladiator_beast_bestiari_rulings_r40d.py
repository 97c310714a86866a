"""Gladiator Beast Bestiari's tag out as players ask it (the MR5 preset; its tag out: at
the end of a Battle Phase in which it battled, its controller may shuffle it into the Deck and
Special Summon from the Deck a Gladiator Beast monster other than another Bestiari).

Seed 004 §战斗阶段的流程 (结束步骤: the end of the Battle Phase); seed 000 §誘發效果 (a trigger
activated where its card is: the tag out is activated by the monster on the field). Sources:
Konami's Gladiator Beast FAQ and Bestiari's rulings (yugipedia "Card Rulings:Gladiator Beast
Bestiari": shuffling it into the Deck is the cost, so a Gladiator Beast destroyed by battle,
no longer on the field at the end of the Battle Phase, cannot tag out; one that battled and
survived may, whether or not it destroyed the other monster)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DECK = ["Gladiator Beast Laquari", "Battle Ox", "Gladiator Beast Andal"]


def _battle(defender, position="attack"):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gladiator Beast Bestiari")          # 1500 ATK
    table.monster(1, defender, position=position)
    table.deck(0, list(DECK))
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_gladiator_beast_bestiari_destroyed_by_battle_cannot_tag_out():
    """Q: Bestiari attacks Summoned Skull (2500) and is destroyed by battle; at the end of the
    Battle Phase, may I tag out for Laquari? A: no: Bestiari is in the GY, not on the field, so
    it cannot be shuffled into the Deck; nothing is asked and Laquari stays in the Deck."""
    duel = _battle("Summoned Skull")
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Gladiator Beast Bestiari"]
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)                  # Main Phase 2: no tag out was asked
    assert field_monsters(duel, 0) == []
    assert sorted(c.name for c in duel.players[0].deck) == sorted(DECK)


def test_gladiator_beast_bestiari_that_survived_a_battle_it_did_not_win_may_tag_out():
    """Q: Bestiari attacks a face-up Defense Position Mystical Elf (2000 DEF): nothing is
    destroyed. May it tag out at the end of the Battle Phase? A: yes: it battled (damage
    calculation happened) and is still on the field."""
    duel = _battle("Mystical Elf", position="defense")
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Gladiator Beast Bestiari"]
    s.pick("end_battle")
    s.pick("yes", request="yes_no", player=0)
    s.pick("select", "Gladiator Beast Laquari")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gladiator Beast Laquari"]
