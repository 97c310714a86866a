"""Final Attack Orders (52503575), Continuous Trap: while it is face-up, every face-up monster
on the field is changed to Attack Position, and no battle position can be changed by hand. Its
text has no Deck clause (DCR-EN045 and today's print say only this): one meaning in both eras,
no ERAS entry.

Sources: the card's own text in our words (its effect reaches face-up monsters only: a Set
monster stays Set and may be Flip Summoned, face-up in Attack Position); yugioh-wiki.net
《最終突撃命令》 (a continuous effect: a monster that becomes face-up in Defense Position while
it applies is changed at once); Jinzo's text (the effects of Trap Cards on the field are
negated: while Jinzo is face-up nothing is forced, and once it is gone the Trap applies again).
Seed 000 §怪獸的表示形式."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_final_attack_orders_turns_every_face_up_defense_monster_to_attack():
    """Q: my Mystical Elf and my opponent's Battle Ox are face-up in Defense Position; I activate
    Final Attack Orders. A: as it resolves both are changed to face-up Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf", position="defense")
    ox = table.monster(1, "Battle Ox", position="defense")
    table.spell_trap(0, "Final Attack Orders")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Final Attack Orders", player=0, request="idle")
    _finish(s)
    assert elf.card(duel).position == "attack" and ox.card(duel).position == "attack"
    assert sorted(e["name"] for e in of_type(duel, "position")) == ["Battle Ox", "Mystical Elf"]


def test_final_attack_orders_no_position_change_by_hand():
    """Q: Final Attack Orders is face-up; in my Main Phase my Battle Ox (placed on an earlier
    turn) is in Attack Position. A: I cannot change it to Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("change_position", "Battle Ox")


def test_final_attack_orders_leaves_a_set_monster_set_and_lets_it_flip_summon():
    """Q: Final Attack Orders is face-up; my Battle Ox is Set. A: a face-down monster is not
    reached: it stays Set; I may Flip Summon it, and it is then face-up in Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox", position="set")
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert ox.card(duel).position == "set"
    assert s.has("flip_summon", "Battle Ox")
    s.pick("flip_summon", "Battle Ox", request="idle")
    _finish(s)
    assert ox.card(duel).position == "attack"


def test_final_attack_orders_waits_while_jinzo_is_face_up():
    """Q: my Final Attack Orders is face-up while my opponent's Jinzo is face-up; my Mystical
    Elf is face-up in Defense Position. I activate Fissure, which destroys Jinzo (their only
    monster). A: while Jinzo was there the Trap's effect was negated (the Elf stayed in
    Defense); once Jinzo is gone it applies again: the Elf is changed to Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Jinzo")
    table.spell_trap(0, "Final Attack Orders", face_down=False)
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=0, request="idle")
    _finish(s)
    assert grave(duel, 1) == ["Jinzo"]
    assert elf.card(duel).position == "attack"
    # the Elf's change comes only after Jinzo is destroyed, and it is the only one
    order = [(e["type"], e["name"]) for e in duel.log if e["type"] in ("destroyed", "position")]
    assert order == [("destroyed", "Jinzo"), ("position", "Mystical Elf")]


def test_final_attack_orders_a_set_monster_attacked_battles_in_attack_position():
    """Q: Final Attack Orders is face-up; my Battle Ox (1700) attacks my opponent's Set Mystical
    Elf (800 ATK / 2000 DEF). A: the Elf is flipped face-up in the Damage Step, then changed to
    Attack Position before damage calculation: its 800 ATK battles, it is destroyed and my
    opponent takes 900 (yugioh-wiki.net 《最終突撃命令》: a Set monster attacked battles in
    Attack Position)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, request="battle")
    _finish(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 900)]
