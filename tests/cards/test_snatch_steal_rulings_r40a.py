"""Snatch Steal's rulings as Goat players ask them (the GOAT preset).

Snatch Steal's control "lasts forever as long as this card is equipped" (Pojo's card of the
day of 2002-10-24); a later control change (Enemy Controller's "until the End Phase") applies
over it while it lasts (of two control effects the one applied later wins), and once it ends
the still equipped Snatch Steal applies again (seed 000 §效果分類 › 永續效果: a continuous
effect applies while its card is face-up on the field). The return at the End Phase starts no
chain (Edison-format archive, Mind Control: "Returning control of the monster in the End Phase
does not start a chain"). Its opponent gains 1000 LP in each of their Standby Phases (2005
text)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def _pass_to(duel, s, player):
    while not (duel.request.kind == "idle" and duel.request.player == player):
        s.pick("pass") if s.has("pass") else s.answer(duel.request.options[0])


def test_a_snatch_stolen_monster_taken_back_by_enemy_controller_returns_to_the_snatch_steal_player():
    """Q: I Snatch Steal my opponent's Summoned Skull; in their turn they Tribute a monster for
    Enemy Controller and take the Skull back until the End Phase. Who controls it next turn?
    A: I do: Enemy Controller's control ends in their End Phase, and my Snatch Steal, still
    equipped, applies again. (They also gained 1000 LP in their Standby Phase.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.hand(1, "Enemy Controller")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Summoned Skull")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.end_turn()
    _pass_to(duel, s, 1)
    assert lp(duel) == (8000, 9000)
    take = [o for o in s.options("activate", "Enemy Controller") if o.key.endswith(":e1")]
    s.answer(take[0])
    s.pick("select", "Battle Ox", player=1)
    s.pick("target", "Summoned Skull", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    s.pick("end_turn", player=1, request="idle")
    _pass_to(duel, s, 0)
    assert duel.turn == 5
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Snatch Steal"]


def test_snatch_steal_on_spirit_reaper_leaves_both_in_the_gy():
    """Q: I Snatch Steal my opponent's Spirit Reaper: A: I take it, but it was targeted by a
    card effect, so once Snatch Steal has resolved the Reaper is destroyed (to its owner's GY)
    and Snatch Steal, equipped to nothing, goes to mine (Edison-format archive, Spirit Reaper:
    "If targeted by an Equip Spell Card, apply this effect after resolving the Chain")."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Spirit Reaper")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].grave] == ["Spirit Reaper"]
    assert [c.name for c in duel.players[0].grave] == ["Snatch Steal"]
