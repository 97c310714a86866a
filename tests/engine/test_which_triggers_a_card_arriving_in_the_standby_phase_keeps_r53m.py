"""Which triggers a card reaching the GY or the banished cards during a Standby Phase (or, since
round 54j, an End Phase) may still activate there (round 53m: survivors of effects.py
`_arrivals`, stop 52's lines).

Seed 004 §准备阶段: the effects "during the Standby Phase" are carried out in that phase, not
only at its start; a card that reaches the GY during the phase may still use such an effect
(yugioh-wiki.net 《キラー・スネーク》: sent to the GY in its owner's Standby Phase, it can be returned
at once). The engine keeps that to OPTIONAL triggers that work in a GY or banished and listen to
the phase, whose declared moments (if any) name a Standby Phase (`CardScript.arrivals`); a
mandatory one (Vampire Lord's and Sacred Phoenix of Nephthys' revivals, Dark Necrofear's
possession) happens as the phase begins only. Over the whole card pool that is Sinister Serpent's
return (both eras), Treeborn Frog's revival and Stardust Dragon's End Phase return (no declared moment: its match asks
for the End Phase), and each of those cards also listens to its own arrival ("moved").

Round 54j: in an End Phase a card arriving mid-phase keeps its End Phase triggers too, optional
and mandatory ones (seed 004 §结束阶段, yugioh-wiki.net 「エンドフェイズ」: the effects that must be
carried out and those that may be activated in the End Phase are carried out during it; see
tests/rules/test_end_phase_effects_of_cards_arriving_in_the_end_phase_r54j.py): D.D. Scout Plane,
D.D. Survivor, Twin-Headed Behemoth (both eras), Dark Necrofear and Stardust Dragon. Each row
says in which phases it may be raised (`effects.arrival_phases`); the Standby Phase's are the
same as before."""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.testing.cards import every_script


def _arrivals(phase=S.PHASE_STANDBY):
    out = []
    for card, script in every_script():
        for effect in script.arrivals:
            if phase in E.arrival_phases(effect):
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


def test_in_an_end_phase_its_end_phase_triggers_optional_and_mandatory_are_kept():
    """Q: which cards of the pool may still carry out an "in the End Phase" trigger when they
    reach the GY or the banished cards during that End Phase? A: Stardust Dragon's and
    Twin-Headed Behemoth's revivals (today's optional, the 2005 one mandatory), D.D. Scout
    Plane's and D.D. Survivor's mandatory returns and Dark Necrofear's mandatory possession
    (no declared moment: its match asks for the End Phase); Fox Fire's mandatory revival (round
    59c: kept, though its match asks for a battle destruction earlier that turn, which no card
    arriving in the End Phase had); none of the Standby Phase ones."""
    assert sorted(_arrivals(S.PHASE_END)) == [
        ("D.D. Scout Plane", 0, True), ("D.D. Survivor", 0, True), ("Dark Necrofear", 1, True),
        ("Fox Fire", 0, True), ("Stardust Dragon", 1, True), ("Twin-Headed Behemoth", 0, True), ("Twin-Headed Behemoth", 0, True)]


def test_a_card_without_such_a_trigger_does_not_listen_to_its_arrival():
    """The mandatory Standby Phase triggers of the GY (Vampire Lord, Sacred Phoenix of
    Nephthys) are kept for no arrival, and make their cards listen to no "moved" happening
    (Vampire Lord hears one for another trigger of its own)."""
    found = 0
    for card, script in every_script():
        if card.name in ("Vampire Lord", "Sacred Phoenix of Nephthys"):
            found += 1
            assert script.arrivals == ()
            if card.name != "Vampire Lord":
                assert "moved" not in script.trigger_events
    assert found == 3       # (Sacred Phoenix of Nephthys: today's script and the 2005 one)
