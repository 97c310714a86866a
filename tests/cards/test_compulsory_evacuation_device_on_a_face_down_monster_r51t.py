"""Compulsory Evacuation Device returning a face-down monster to the hand: the opponent does not
learn it (round 51t, hidden information).

Seed 001 §里側守備表示 (a face-down monster is not public to the opponent) and §手卡 (the hand is
not public): a Set monster returned to its owner's hand goes from one hidden place to another,
and no rule shows it. docs/protocol.md: `to_hand` carries code and name privately when a card
goes somewhere hidden from a hidden place; the target question names it "face-down monster (zone
N)"."""

from duelist.engine.events import event_for, public_form
from duelist.testing.scenario import Script, Table


def test_the_set_monster_goes_back_to_the_hand_unnamed():
    """Q: I activate Compulsory Evacuation Device on my opponent's Set Mystical Elf. A: the target
    question and the log never tell me (nor a spectator) what it was; its owner knows."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device")
    request = s.expect(request="target", player=0)
    assert [o.name for o in request.options] == ["face-down monster (zone 1)"]
    s.answer(request.options[0])
    while duel.request.kind != "idle":
        s.pick("pass")
    assert [c.name for c in duel.players[1].hand] == ["Mystical Elf"]
    moved = [e for e in duel.log if e["type"] == "to_hand"]
    assert len(moved) == 1 and moved[0]["from"] == "mzone"
    assert "name" not in event_for(moved[0], 0) and "name" not in public_form(moved[0])
    assert event_for(moved[0], 1)["name"] == "Mystical Elf"
    for viewer in (0, None):
        assert "Mystical Elf" not in str(duel.view(viewer)) + str(duel.log_for(viewer))
