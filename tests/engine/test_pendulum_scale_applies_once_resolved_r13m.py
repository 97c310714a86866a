"""A Pendulum Monster activated in a Pendulum Zone is a Spell Card's activation (seed 000
§當作魔法卡的靈擺怪獸): like a Continuous Spell, its Pendulum Effect applies only once that
activation has resolved, not while it is still a link of the chain. Dragon Horn Hunter's
Pendulum Effect gives Normal Monsters 200 ATK; its monster effect gives nothing. And a
Pendulum Monster in a Pendulum Zone is a Spell Card there, not a monster on the field: the
duel's view shows no ATK or DEF for it."""

from duelist.testing.scenario import Script, Table


def test_a_pendulum_effect_applies_only_once_its_activation_has_resolved():
    """MR5, player 0's Main Phase 1: Battle Ox (Normal, 1700 ATK) face-up, Dragon Horn Hunter
    in the hand. Player 0 activates it in the left Pendulum Zone; player 1 (a Set Waboku) is
    asked to respond: Battle Ox is still 1700. Player 1 passes, the activation resolves:
    Battle Ox is 1900."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Dragon Horn Hunter")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragon Horn Hunter", zone=0)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    hunter = duel.players[0].szone[0]
    assert hunter is not None and hunter.data.name == "Dragon Horn Hunter" and hunter.face_up
    assert duel.atk(ox.card(duel)) == 1700          # the activation is Chain Link 1: nothing applies yet
    s.pick("pass", player=1, request="chain")
    if duel.request is not None and duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    assert duel.atk(ox.card(duel)) == 1900          # resolved: Normal Monsters gain 200 ATK


def test_a_pendulum_scale_shows_no_atk_or_def_in_the_view():
    """MR5: Dragon Horn Hunter (2300 ATK / 1000 DEF as a monster) as player 0's left scale,
    Battle Ox in a Monster Zone. In either player's view the scale is a card of the Spell &
    Trap Zones without ATK or DEF; Battle Ox shows 1900 / 1000 (the scale's +200)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragon Horn Hunter", "left")
    table.monster(0, "Battle Ox")
    duel = table.build()
    for viewer in (0, 1, None):
        side = duel.view(viewer)["players"][0]
        scale = side["spells"][0]
        assert scale["name"] == "Dragon Horn Hunter"
        assert "atk" not in scale and "def" not in scale, scale
        ox = [m for m in side["monsters"] if m is not None]
        assert [(m["name"], m["atk"], m["def"]) for m in ox] == [("Battle Ox", 1900, 1000)]
