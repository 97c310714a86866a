"""Apprentice Magician destroyed by battle Special Summons a Spellcaster from its Deck in
face-down Defense Position: the opponent does not learn which (round 51t, hidden information).

Seed 001 §主卡組 (the Deck is not public) and §里側守備表示 (a face-down monster is not public to
the opponent): the card goes from the Deck to face-down, and nothing shows it. docs/protocol.md:
`special_summon` carries code and name privately when the monster is face-down; a card leaving
the Deck keeps its old uid private to its owner."""

from duelist.engine.events import event_for, public_form
from duelist.testing.scenario import Script, Table


def test_the_spellcaster_summoned_face_down_stays_hidden_from_the_opponent():
    """Q: my opponent's Battle Ox destroys my Apprentice Magician; I Special Summon Old Vindictive
    Magician from my Deck face-down. A: my opponent's view and log say a face-down monster came
    from my Deck, not which; I see it."""
    table = Table(turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Mystical Elf", "Dark Magician", "Old Vindictive Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    while duel.request.kind != "battle":
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "select":
            s.pick("select", "Old Vindictive Magician")
        else:
            s.pick("pass")
    face_down = duel.monsters(0)
    assert [c.name for c in face_down] == ["Old Vindictive Magician"] and not face_down[0].face_up
    summon = [e for e in duel.log if e["type"] == "special_summon"][-1]
    assert summon["from"] == "deck" and summon["position"] == "set"
    for form in (event_for(summon, 1), public_form(summon)):
        assert "name" not in form and "code" not in form and "prev" not in form
    assert event_for(summon, 0)["name"] == "Old Vindictive Magician"
    assert "Old Vindictive Magician" not in str(duel.view(1)) + str(duel.log_for(1))
    mine = [c for c in duel.view(0)["players"][0]["monsters"] if c is not None]
    assert [c["name"] for c in mine] == ["Old Vindictive Magician"]
