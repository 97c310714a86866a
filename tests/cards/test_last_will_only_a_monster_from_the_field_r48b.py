"""Last Will counts only a monster sent to the GY from its player's field (round 48b's mutation
round).

Last Will's text (if a monster you controlled was sent to your GY this turn, you can Special
Summon 1 monster with 1500 or less ATK from your Deck; a card is controlled only while it
is on the field): a monster discarded from the hand was never controlled, so one
discarded after Last Will resolved brings no summon."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_a_monster_discarded_from_the_hand_after_last_will_brings_no_summon():
    """Q: I activate Last Will with no monster of mine sent to the GY this turn, then discard
    Thunder Dragon from my hand for its effect. May I now Special Summon Mystical Elf from my
    Deck? A: no: Thunder Dragon was never on my field; I am not asked and the Elf stays in my
    Deck."""
    table = Table(turn=3)
    table.hand(0, "Last Will", "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Last Will")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Thunder Dragon", request="idle")
    for _ in range(6):
        if duel.request.kind in ("idle", "yes_no"):
            break
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["Thunder Dragon"]
    assert "Mystical Elf" in [c.name for c in duel.players[0].deck]
