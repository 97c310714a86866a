"""Kuriboh's rulings as players ask them (the MR5 preset; its effect: a Quick Effect in
damage calculation when an opponent's monster attacks: its owner discards it and takes no battle
damage from that battle).

Seed 000 §誘發即時效果 (a Quick Effect from the hand; in the Damage Step during damage
calculation). Sources: Kuriboh's rulings (yugipedia "Card Rulings:Kuriboh": it may be used when
the attack is on your monster too; that monster is still destroyed by battle, only the damage is
prevented); Konami's FAQ quoted on yugioh.fandom "Card Rulings:Abyss Soldier" (a cost that only
discards may be paid under Macro Cosmos / Banisher of the Radiance: the card is banished)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _discard_kuriboh(s, duel):
    for _ in range(12):
        if s.has("activate", "Kuriboh"):
            break
        s.pick("pass")
    s.pick("activate", "Kuriboh", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_kuriboh_on_an_attack_on_my_monster_saves_the_damage_not_the_monster():
    """Q: my opponent's Summoned Skull (2500) attacks my Celtic Guardian (1400) in Attack
    Position; I discard Kuriboh. What happens? A: I take no battle damage, but Celtic Guardian
    is still destroyed by battle."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Kuriboh")
    knight = table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=knight, player=1)
    _discard_kuriboh(s, duel)
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == ["Celtic Guardian", "Kuriboh"]


def test_kuriboh_may_be_discarded_under_macro_cosmos_and_is_banished():
    """Q: Macro Cosmos is face-up; may I still discard Kuriboh? A: yes: its cost is a discard,
    which need not reach the GY; Kuriboh is banished and I take no battle damage."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Kuriboh")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    _discard_kuriboh(s, duel)
    assert lp(duel) == (8000, 8000)
    assert banished(duel, 0) == ["Kuriboh"] and grave(duel, 0) == []
