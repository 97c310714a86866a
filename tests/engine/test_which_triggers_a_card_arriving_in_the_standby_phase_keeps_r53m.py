"""Which triggers a card reaching the GY or the banished cards during a Standby Phase may still
activate there (round 53m: survivors of effects.py `_arrivals`, stop 52's lines).

Seed 004 §准备阶段: the effects "during the Standby Phase" are carried out in that phase, not
only at its start; a card that reaches the GY during the phase may still use such an effect
(yugioh-wiki.net 《キラー・スネーク》: sent to the GY in its owner's Standby Phase, it can be returned
at once). The engine keeps that to OPTIONAL triggers that work in a GY or banished and listen to
the phase, whose declared moments (if any) name a Standby Phase (`CardScript.arrivals`); a
mandatory one (Vampire Lord's and Sacred Phoenix of Nephthys' revivals, Dark Necrofear's
possession) happens as the phase begins only. Over the whole card pool that is Sinister Serpent's
return (both eras), Treeborn Frog's revival and Stardust Dragon's End Phase return (no declared moment: its match asks
for the End Phase), and each of those cards also listens to its own arrival ("moved")."""

from duelist.testing.cards import every_script


def _arrivals():
    out = []
    for card, script in every_script():
        for effect in script.arrivals:
            out.append((card.name, effect.index, "moved" in script.trigger_events))
    return out


def test_only_optional_standby_triggers_in_the_gy_or_banished_are_kept_for_an_arrival():
    """Q: which cards of the pool may still activate a "during the Standby Phase" trigger
    when they reach the GY during that phase? A: Sinister Serpent (today's and the 2005 text)
    and, by the engine's reading of an undeclared moment, Stardust Dragon's optional return;
    Treeborn Frog (both eras; scripted in stop 53: used as a cost in its owner's Standby Phase it may come
    back in that phase, as round 52g's sources say); none of the mandatory revivals."""
    assert sorted(_arrivals()) == [("Sinister Serpent", 0, True), ("Sinister Serpent", 0, True),
                                   ("Stardust Dragon", 1, True), ("Treeborn Frog", 0, True), ("Treeborn Frog", 0, True)]


def test_a_card_without_such_a_trigger_does_not_listen_to_its_arrival():
    """The mandatory phase triggers of the GY (Vampire Lord, Sacred Phoenix of Nephthys, Dark
    Necrofear) are kept for no arrival, and make their cards listen to no "moved" happening
    (Vampire Lord hears one for another trigger of its own)."""
    found = 0
    for card, script in every_script():
        if card.name in ("Vampire Lord", "Sacred Phoenix of Nephthys", "Dark Necrofear"):
            found += 1
            assert script.arrivals == ()
            if card.name != "Vampire Lord":
                assert "moved" not in script.trigger_events
    assert found == 4       # (Sacred Phoenix of Nephthys: today's script and the 2005 one)
