"""Kunai with Chain activated for its equip alone, whose target changed control in the chain
(round 50p: a card's controller changing under an effect tied to it).

The card's text (its second use targets a face-up monster you control and equips it to "that
monster of yours": yugioh-wiki.net 《鎖付きブーメラン》), seed 000 §對象 (a target that no longer
fits what the effect names when it resolves is not affected, as Enemy Controller's own position
change already treats a target taken first: test_enemy_controller_target_taken_first_r47b.py)
and §陷阱卡 / §裝備魔法 (a Trap that would become an Equip Card with no monster to equip goes to
the GY): the opponent's Enemy Controller takes the target in answer, so Kunai with Chain equips
nothing and is sent to the GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _kunai_on_battle_ox(answer):
    """Player 0's Main Phase 1 (MR5, turn 3): player 0 activates Kunai with Chain's equip on
    their Battle Ox (1700); player 1 (Mystical Elf and a Set Enemy Controller) may answer with
    Enemy Controller's second use (`answer`: Tribute Mystical Elf, take Battle Ox)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Kunai with Chain")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Kunai with Chain")
    s.pick("target", ox, request="target")
    if answer:
        s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
        s.pick("select", "Mystical Elf", player=1, request="select")
        s.pick("target", ox, player=1, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, ox


def test_kunai_with_chain_equips_its_players_own_monster():
    duel, ox = _kunai_on_battle_ox(answer=False)
    assert ox.card(duel).controller == 0 and duel.atk(ox.card(duel)) == 2200
    assert [c.name for c in duel.players[0].szone if c] == ["Kunai with Chain"]


def test_kunai_with_chain_equips_nothing_once_enemy_controller_took_its_target():
    """Q: I activate Kunai with Chain to equip my Battle Ox; my opponent chains Enemy Controller,
    Tributes Mystical Elf and takes Battle Ox. A: Enemy Controller resolves first: Battle Ox is
    theirs, no longer "a monster you control", so Kunai with Chain equips nothing and goes to
    my GY; Battle Ox keeps its 1700 ATK."""
    duel, ox = _kunai_on_battle_ox(answer=True)
    assert ox.card(duel).controller == 1
    assert grave(duel, 0) == ["Kunai with Chain"]
    assert duel.atk(ox.card(duel)) == 1700


def test_kunai_with_chain_both_uses_stops_the_attacker_but_equips_nothing_taken():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I activate Kunai with Chain for
    both uses (Battle Ox to Defense Position, equip Celtic Guardian); they chain Enemy
    Controller from the hand, Tribute Mystical Elf and take Celtic Guardian. A: Battle Ox still
    goes to Defense Position (it is still my opponent's attacker), but Celtic Guardian is no
    longer mine: Kunai with Chain equips nothing and goes to my GY (Guardian keeps 1400)."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.hand(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=guardian, player=1)
    s.pick("pass", player=1, request="chain")
    both = [o for o in s.options("activate", "Kunai with Chain") if o.effect == 2]
    s.answer(both[0])
    s.pick("target", ox, request="target")
    s.pick("target", guardian, request="target")
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Mystical Elf", player=1, request="select")
    s.pick("target", guardian, player=1, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.card(duel).position == "defense"
    assert guardian.card(duel).controller == 1
    assert grave(duel, 0) == ["Kunai with Chain"]
    assert duel.atk(guardian.card(duel)) == 1400
